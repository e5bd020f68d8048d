import { toast } from '@/components/ui/toast/toast-store';
import { SHARING_NOTICES } from '@/lib/sharing-messages';

/** Copies a share link (navigator.clipboard) and says so; false when the browser refused. */
export async function copyShareLink(url: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(url);
    toast.success(SHARING_NOTICES.linkCopied.title, SHARING_NOTICES.linkCopied.message);
    return true;
  } catch {
    toast.error(SHARING_NOTICES.copyFailed.title, url);
    return false;
  }
}
