import { Button, FileButton, Text } from '@mantine/core';
import { useSetupWrite } from '../api/setup-query';
import { apiFieldErrors } from '../utils/field-errors';

const MAX_BYTES = 2 * 1024 * 1024;

/** 'Upload…' for a PNG or JPEG of at most 2 MB, sent as the body of the call (its own type). */
export function PictureUpload({
  label,
  method,
  path,
  onError,
  disabled,
}: {
  label: string;
  method: 'PUT' | 'POST';
  path: string;
  onError: (message: string | null) => void;
  disabled?: boolean;
}) {
  const write = useSetupWrite();
  const send = (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_BYTES) return onError('The picture is larger than 2 MB');
    onError(null);
    write.mutate(
      { method, path, body: file, contentType: file.type || 'application/octet-stream' },
      { onError: (e) => onError(apiFieldErrors(e)._ ?? 'The picture was refused') },
    );
  };
  return (
    <>
      <FileButton onChange={send} accept="image/png,image/jpeg">
        {(props) => (
          <Button {...props} variant="default" size="sm" loading={write.isPending} disabled={disabled}>
            {label}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed">
        PNG or JPEG, at most 2 MB
      </Text>
    </>
  );
}
