/**
 * /places/:countryId/:city? (README "Find cats like yours"): the living cats of one place, newest
 * first — a country, and a city in it matched by its key (case and accents do not count), linked
 * from the place line of every CatID. Without a city, the whole country.
 */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useCountries } from '@/data/countries';
import { CatsAlikePage } from './CatsAlikeList';

export default function PlacePage() {
  const { countryId = '', city = '' } = useParams();
  const id = countryId.toUpperCase();
  const country = useCountries().find((c) => c.id === id)?.title ?? id;
  const [written, setWritten] = useState<string | null>(null);
  const name = [city ? (written ?? city.replace(/-/g, ' ')) : '', country].filter(Boolean).join(', ');
  return (
    <CatsAlikePage
      key={`${id}/${city}`}
      title={name}
      note="Cats of this place on CatRep"
      alike={{ country: id, city }}
      what={`cats in ${name}`}
      onFirst={city ? (cat) => setWritten(cat.city || null) : undefined}
    />
  );
}
