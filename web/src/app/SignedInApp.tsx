/**
 * The signed-in part of CatRep (docs/product.md §2 signed-in routes), loaded lazily together with Firestore
 * so that neither is in the /welcome bundle (docs/architecture.md §3). Provides reactfire (app, Auth,
 * Firestore), the current CatRep and the Guest gate, and lays out the chrome: top bar (with the
 * header search, the live waiting-requests and chat badges and the notifications bell),
 * verification banner, footer and the sticky guest banner; the top bar is the fixed banner too.
 */
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { toast } from '@/ui/toast';
import { STATIC_PAGES } from '@/static/pageNames';
import { isVerifiedStatus, slug, success } from '@catrep/model';
import { auth, firebaseApp, getLoadedFirestore } from '@/lib/firebase';
import { errorMessage } from '@/lib/api';
import { useAction } from '@/lib/useAction';
import { revalidate } from '@/data/account';
import { endSession, refreshVerification } from '@/session/session';
import { CurrentUserProvider, useCurrentUser } from '@/session/currentUser';
import { useTimeZoneSync } from '@/session/timeZone';
import { useUserDoc } from '@/data/users';
import { useWaitingCount } from '@/data/relations';
import { SearchBox } from '@/search/SearchBox';
import { searchBreeds, searchCats, searchCatReps, searchTags } from '@/data/search';
import { Spinner } from '@/ui/Status';
import { ScreenErrorBoundary } from '@/ui/ErrorBoundary';
import { AppShell } from './AppShell';
import { GuestBanner, VerificationBanner } from './Banners';
import { Footer } from './Footer';
import { GuestGateProvider } from '@/ui/GuestGate';
import { ChatBadge, FirstUnreadChat } from './ChatBadge';
import { NotificationBell } from '@/notifications/NotificationBell';
import { TopBar } from './TopBar';
import { SIGNED_IN_ROUTES, type SignedInRoute } from './signedInPaths';

const ProfileRoute = lazy(() => import('@/catrep/ProfilePage'));
const InformationRoute = lazy(() =>
  import('@/catrep/ProfilePage').then((m) => ({ default: m.InformationRoute })),
);
const CatListRoute = lazy(() => import('@/catrep/ProfileTabs').then((m) => ({ default: m.CatListRoute })));
const CatRepsRoute = lazy(() => import('@/catrep/ProfileTabs').then((m) => ({ default: m.CatRepsRoute })));
const CatIdPage = lazy(() => import('@/cats/CatIdPage'));
const CatMatesPage = lazy(() => import('@/cats/CatMatesPage'));
const NewCatRepsPage = lazy(() => import('@/connections/NewCatRepsPage'));
const RequestsPage = lazy(() => import('@/connections/RequestsPage'));
const CatSharePage = lazy(() => import('@/catshare/CatSharePage'));
const CatAlogPage = lazy(() => import('@/catalog/CatAlogPage'));
const CatChatPage = lazy(() => import('@/catchat/CatChatPage'));
const ChatsPage = lazy(() => import('@/catchat/ChatsPage'));
const CatBlogPage = lazy(() => import('@/catblog/CatBlogPage'));
const CarePage = lazy(() => import('@/cats/care/CarePage'));
const StaticPage = lazy(() => import('@/static/StaticPage').then((m) => ({ default: m.StaticPage })));
const ContactPage = lazy(() => import('@/static/ContactPage'));
const PageNotFound = lazy(() => import('@/static/PageNotFound'));
const ModerationPage = lazy(() => import('@/moderation/ModerationPage'));
const PostPage = lazy(() => import('@/catshare/PostPage'));
const NotificationsPage = lazy(() => import('@/notifications/NotificationsPage'));
const SettingsPage = lazy(() => import('@/catrep/SettingsPage'));
const SavedPage = lazy(() => import('@/catshare/SavedPage'));
const TagPage = lazy(() => import('@/catshare/TagPage'));
const BreedPage = lazy(() => import('@/cats/BreedPage'));
const PlacePage = lazy(() => import('@/cats/PlacePage'));
const LostPosterPage = lazy(() => import('@/lost/LostPosterPage'));
const LostNearYouPage = lazy(() => import('@/lost/LostNearYouPage'));

/**
 * The screen of each signed-in route (`./signedInPaths` holds their paths): one for every route,
 * or the build fails.
 */
const screens: Record<SignedInRoute, ReactNode> = {
  home: <Navigate replace to="/cat-share" />,
  information: <InformationRoute />,
  catShare: <CatSharePage />,
  post: <PostPage />,
  saved: <SavedPage />,
  tag: <TagPage />,
  breed: <BreedPage />,
  place: <PlacePage />,
  notifications: <NotificationsPage />,
  settings: <SettingsPage />,
  profile: <ProfileRoute />,
  myCats: <CatListRoute kind="cats" />,
  catchies: <CatListRoute kind="catchies" />,
  cat: <CatIdPage />,
  newCatReps: <NewCatRepsPage />,
  catReps: <CatRepsRoute />,
  requests: <RequestsPage />,
  catMates: <CatMatesPage />,
  catChat: <CatChatPage />,
  firstUnreadChat: <FirstUnreadChat />,
  chats: <ChatsPage />,
  catAlog: <CatAlogPage />,
  catBlog: <CatBlogPage />,
  care: <CarePage />,
  moderation: <ModerationPage />,
  lostNearYou: <LostNearYouPage />,
};

export default function SignedInApp() {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={getLoadedFirestore()}>
          <CurrentUserProvider fallback={<AppShell />}>
            <SignedInLayout />
          </CurrentUserProvider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}

function SignedInLayout() {
  const { uid, me, isGuest, unverified } = useCurrentUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const resend = useAction(revalidate);
  const waitingCount = useWaitingCount(uid, me?.waiting.length ?? 0);
  useTimeZoneSync(me);

  // The name as this session knows it: Settings puts a changed one into `me` (updateMe).
  const firstname = me?.firstname ?? '';
  const lastname = me?.lastname ?? '';

  const resendValidation = async () => {
    try {
      await resend.run();
      toast.success(success.validationSent);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  return (
    <GuestGateProvider unverified={unverified} onResend={resendValidation} resendPending={resend.pending}>
      <div className={isGuest ? 'app with-tabbar has-guest-banner' : 'app with-tabbar'}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <TopBar
          isGuest={isGuest}
          userId={isGuest ? undefined : uid}
          userSlug={slug(firstname, lastname)}
          waitingCount={isGuest ? 0 : waitingCount}
          search={
            <SearchBox
              searchCatReps={searchCatReps}
              searchCats={searchCats}
              searchBreeds={searchBreeds}
              searchTags={searchTags}
            />
          }
          chats={isGuest ? null : <ChatBadge uid={uid} initialCount={me?.unreadChats ?? 0} />}
          notifications={isGuest ? null : <NotificationBell uid={uid} />}
          onSignOut={async () => {
            await endSession();
            toast.success('You signed out. See you soon!');
            navigate('/welcome');
          }}
        />
        {unverified && !isGuest && <VerifiedElsewhere uid={uid} />}
        {unverified && <VerificationBanner pending={resend.pending} onResend={resendValidation} />}
        <main className="main" id="main">
          <Suspense fallback={<Spinner />}>
            <ScreenErrorBoundary resetKey={pathname}>
              <Routes>
                {(Object.keys(SIGNED_IN_ROUTES) as SignedInRoute[]).map((route) =>
                  route === 'home' ? (
                    <Route key={route} index element={screens.home} />
                  ) : (
                    <Route key={route} path={SIGNED_IN_ROUTES[route].slice(1)} element={screens[route]} />
                  ),
                )}
                {STATIC_PAGES.map((page) => (
                  <Route key={page} path={page} element={<StaticPage page={page} />} />
                ))}
                <Route
                  path="contact"
                  element={
                    <ContactPage
                      from={me ? { name: `${firstname} ${lastname}`.trim(), email: me.email } : undefined}
                    />
                  }
                />
                <Route path="lost/:id" element={<LostPosterPage signedIn />} />
                <Route path="*" element={<PageNotFound />} />
              </Routes>
            </ScreenErrorBoundary>
          </Suspense>
        </main>
        <Footer />
        {isGuest && <GuestBanner />}
      </div>
    </GuestGateProvider>
  );
}

/**
 * While the CatRep is unverified, listens to their profile: validated in another tab or by the
 * emailed link, the token is refreshed so the restrictions lift. A verified CatRep's shell does
 * not listen to their profile at all (one read less each time the app opens).
 */
function VerifiedElsewhere({ uid }: { uid: string }) {
  const status = useUserDoc(uid).data?.status;
  useEffect(() => {
    if (isVerifiedStatus(status)) void refreshVerification();
  }, [status]);
  return null;
}
