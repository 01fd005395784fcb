import { OfflineIndicator } from './OfflineIndicator';
import { UpdatePrompt } from './UpdatePrompt';

export function PwaNotices() {
  return (
    <>
      <OfflineIndicator />
      <UpdatePrompt />
    </>
  );
}
