import { DEFAULT_TIME_ZONE } from '@brillo/domain/zoned-time';
import { usePublicConfig } from '@/hooks/use-public-config';

/** The zone slots are typed and shown in: the server's configured one, Santiago until it answers. */
export function useTimeZone(): string {
  return usePublicConfig().data?.timeZone ?? DEFAULT_TIME_ZONE;
}
