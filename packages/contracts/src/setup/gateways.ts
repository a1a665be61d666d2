// Being written (issue 14).
export {};
