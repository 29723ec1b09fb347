/**
 * A task or memo write says the zone its page showed the dates in, the active space's as the spaces
 * list read it, so the Worker computes a reminder without reading the space first; it says nothing
 * of a space it has not read (the Worker then reads the zone itself).
 */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { SpaceSummary } from '../../domain/spaces.ts';
import { SPACE_ZONE_HEADER } from '../../domain/zoned-time.ts';
import { spacesQueryOptions, spaceZoneHeaders } from '../../web/src/lib/active-space.ts';

const space = (id: string, timezone: string): SpaceSummary => ({
  id,
  name: 'Famille',
  description: '',
  timezone,
  schoolZone: null,
  feedSchoolHolidays: false,
  isAdmin: true,
  memberCount: 1,
  profileCount: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('the zone a write declares', () => {
  it("is the zone of the write's own space, among the spaces read", () => {
    const client = new QueryClient();
    client.setQueryData(spacesQueryOptions().queryKey, [
      space('paris', 'Europe/Paris'),
      space('reunion', 'Indian/Reunion'),
    ]);
    expect(spaceZoneHeaders(client, 'reunion')).toEqual({ [SPACE_ZONE_HEADER]: 'Indian/Reunion' });
    expect(spaceZoneHeaders(client, 'paris')).toEqual({ [SPACE_ZONE_HEADER]: 'Europe/Paris' });
  });

  it('is not said for a space the page has not read', () => {
    const client = new QueryClient();
    expect(spaceZoneHeaders(client, 'paris')).toEqual({});
    client.setQueryData(spacesQueryOptions().queryKey, [space('paris', 'Europe/Paris')]);
    expect(spaceZoneHeaders(client, 'ailleurs')).toEqual({});
    expect(spaceZoneHeaders(client, undefined)).toEqual({});
  });
});
