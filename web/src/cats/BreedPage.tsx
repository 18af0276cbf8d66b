/**
 * /breeds/:breed (README "Find cats like yours"): the living cats of one breed, newest first — a
 * breed of the list (TICA, CFA, FIFe and four others, model breeds.ts) by its name, any other as
 * its CatReps wrote it. The address holds the breed's key (`/breeds/maine-coon`), linked from the
 * Breed line of every CatID and from the header search.
 */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { listedBreed } from '@catrep/model';
import { CatsAlikePage } from './CatsAlikeList';

export default function BreedPage() {
  const { breed = '' } = useParams();
  const listed = listedBreed(breed);
  const [written, setWritten] = useState<string | null>(null);
  const name = listed?.name ?? written ?? breed.replace(/-/g, ' ');
  return (
    <CatsAlikePage
      key={breed}
      title={name}
      note={listed ? 'Cats of this breed on CatRep' : 'Cats their CatReps call so'}
      alike={{ breed }}
      what={`${name} cats`}
      onFirst={listed ? undefined : (cat) => setWritten(cat.breed || null)}
    />
  );
}
