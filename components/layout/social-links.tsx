import { getSite } from '@/lib/content/site';
import { cn } from '@/lib/utils';
import { socialIcons } from '@/components/icons/brand-icons';

export type SocialLinksProps = { className?: string; tone?: 'light' | 'dark' };

/** The club's social profiles, each opening in a new tab. */
export function SocialLinks({ className, tone = 'light' }: SocialLinksProps) {
  const { social, name } = getSite();
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {social.map((profile) => {
        const Icon = socialIcons[profile.network];
        return (
          <li key={profile.network}>
            <a
              href={profile.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${name} on ${profile.label} (opens in a new tab)`}
              className={cn(
                'flex size-11 items-center justify-center rounded-full transition-colors',
                tone === 'light'
                  ? 'bg-white/10 text-primary-foreground hover:bg-accent hover:text-accent-foreground'
                  : 'bg-secondary text-secondary-foreground hover:bg-primary hover:text-primary-foreground',
              )}
            >
              <Icon />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
