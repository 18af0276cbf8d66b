/**
 * The contents of About, the CatRep guide, Terms and Privacy (docs/product.md §2 static pages; the spec
 * does not give their text, so these are short originals). Terms and Privacy are also shown in
 * the /welcome modals.
 */
import { MINIMUM_AGE } from '@catrep/model';

export function AboutText() {
  return (
    <>
      <p>
        CatRep is the social network for cat owners — we call them CatReps — and their cats. Every cat gets
        its own CatID, a CatAlog of photos and videos, a CatBlog diary and CatMates to chat with.
      </p>
      <p>Cats that have passed away stay with us under Catchies, a quiet memorial.</p>
    </>
  );
}

export function GuideText() {
  return (
    <ol className="guide">
      <li>Register and confirm your email address with the link we send you.</li>
      <li>Open My Profile and click your photo to upload a new one.</li>
      <li>Click Add Cat to create a CatID for each of your cats.</li>
      <li>Find other CatReps under New CatReps and connect: all your living cats become CatMates.</li>
      <li>Share moments on CatShare, keep a CatBlog diary and chat with CatMates in CatChat.</li>
    </ol>
  );
}

export function TermsText() {
  return (
    <>
      <p>
        By using CatRep you agree to share only content you own or may share, and to be kind to other CatReps
        and their cats.
      </p>
      <p>
        You must be at least {MINIMUM_AGE} years old to use CatRep. If you are under 18, you need the consent
        of a parent or guardian.
      </p>
      <p>We may remove content or accounts that break these terms.</p>
    </>
  );
}

export function PrivacyText() {
  return (
    <>
      <p>
        We store what you give us to run CatRep: your name, email address, birth date, country and city, and
        your cats&apos; profiles and photos. Your email address and birth date are never shown to others.
      </p>
      <p>Location data is removed from uploaded photos. We never sell your data.</p>
    </>
  );
}
