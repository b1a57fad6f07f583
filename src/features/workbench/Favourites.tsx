/**
 * Favourite assets in "my assets" (docs/domain.md §15.3): the user's favourites are read
 * once; a row's star adds or removes its asset and the answer updates them in place (nothing is
 * read again, as in Lina).
 */
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { IconButton, Tooltip } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { addFavourite, favourites as readFavourites, removeFavourite, type Favourite } from './api';

/** The tree's special node listing the granted favourites. */
export const FAVOURITES_NODE = 'favorite';

const KEY = ['workbench', 'favourites'] as const;

export function FavouriteStar({ asset, name }: { asset: string; name: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<JmsDataProvider>();
  const client = useQueryClient();
  const favourites = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => readFavourites(dp, signal),
  });
  const on = !!favourites.data?.some((f) => f.asset === asset);
  const toggle = useMutation({
    mutationFn: () => (on ? removeFavourite(dp, asset) : addFavourite(dp, asset)),
    onSuccess: () => {
      client.setQueryData<Favourite[]>(KEY, (list = []) =>
        on ? list.filter((f) => f.asset !== asset) : [...list, { asset }],
      );
      notify(on ? 'shell.workbench.favourite_removed' : 'shell.workbench.favourite_added', {
        type: 'success',
      });
    },
  });
  const label = translate(on ? 'shell.workbench.unfavourite' : 'shell.workbench.favourite', {
    name,
  });
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={on}
          disabled={!favourites.data || toggle.isPending}
          onClick={() => toggle.mutate()}
        >
          {on ? <StarIcon fontSize="small" color="warning" /> : <StarBorderIcon fontSize="small" />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
