/** Epoch seconds, as the time-series calls take instants (G-027: "seconds converted to dates"). */
export const epoch = (ms: number) => Math.floor(ms / 1000);
