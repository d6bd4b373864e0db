import { useEffect, useMemo, useState, type RefObject } from 'react';
import {
  bannedMembers,
  offlineAttendees,
  onlineAttendees,
  type BannedMember,
} from '../../data/attendees';
import { setEventUserOffline } from '../../data/callables';
import { readEventUser, setMutedTemporarily, type EventUser } from '../../data/eventUsers';
import { readMember } from '../../data/members';
import { isStale } from '../../domain/presence';
import type { RoleFlags } from '../../domain/roles';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { Modal } from '../../ui/Modal';
import { BanConfirmModal, type BanRequest } from './BanConfirmModal';
import { EarlyAccessControl } from './EarlyAccessControl';
import { PagedPeopleList } from './PagedPeopleList';
import { BannedRow, OfflineRow, OnlineActions, OnlineRow } from './PeopleRows';
import { useRaisedHands } from './useRaisedHands';
import { UserPopup, type PopupPerson } from './UserPopup';
import { RoleEditorModal } from './RoleEditorModal';
import { RoomOccupancyList } from './RoomOccupancyList';
import { compareCodeUnits } from '../../ui/pagedList';
import { usePagedList } from '../../ui/usePagedList';
import { nameOfRoom, useEventSession, useRoomNames } from '../session';
import type { WorldControls } from '../world';
import { usePresenceCheck } from './usePresenceCheck';
import './moderation.css';

interface PeoplePanelProps {
  /** Opens with this person's popup on top (their avatar was clicked in the world). */
  initialPerson?: string | null;
  /** The mounted world: who has a hand raised in the viewer's room (read while open). */
  world?: RefObject<Pick<WorldControls, 'raisedHands'> | null>;
  onClose: () => void;
}

/** The person whose popup is open; `online` when opened from the online list. */
type Popup = (PopupPerson & { online: EventUser | null }) | null;

/** Rows read per page: the live first page, then each page read as the list nears its end. */
const PEOPLE_PAGE_SIZE = 50;

// Module constants, so the paged lists' memoised merges see stable functions.
const byUid = (item: { uid: string }) => item.uid;
const onlineOrder = (a: EventUser, b: EventUser) =>
  compareCodeUnits(a.name, b.name) || compareCodeUnits(a.uid, b.uid);
const bannedOrder = (a: BannedMember, b: BannedMember) => compareCodeUnits(a.uid, b.uid);
const message = (failure: unknown) =>
  failure instanceof Error ? failure.message : String(failure);

/**
 * Attendees online; event admins also see the banned list and can edit roles, mute and ban.
 * Both lists page: what this panel reads depends on how far one scrolls, not on the event.
 */
export function PeoplePanel(props: PeoplePanelProps) {
  const { initialPerson, onClose } = props;
  const eventId = useEventSession((s) => s.eventId);
  const uid = useEventSession((s) => s.uid);
  const creatorId = useEventSession((s) => s.event.creatorId);
  const myRoles = useEventSession((s) => s.roles);
  // The event is closed: admins may give people early access (issue 29 #9).
  const eventClosed = useEventSession((s) => s.event.access.isClosed);
  const isAdmin = myRoles.admin;
  const staff = useEventSession((s) => s.staff);
  const onlineSource = useMemo(() => onlineAttendees(eventId), [eventId]);
  const offlineSource = useMemo(() => offlineAttendees(eventId), [eventId]);
  const bannedSource = useMemo(() => (isAdmin ? bannedMembers(eventId) : null), [eventId, isAdmin]);
  const online = usePagedList(onlineSource, {
    pageSize: PEOPLE_PAGE_SIZE,
    key: byUid,
    compare: onlineOrder,
  });
  const offline = usePagedList(offlineSource, {
    pageSize: PEOPLE_PAGE_SIZE,
    key: byUid,
    compare: onlineOrder,
  });
  const banned = usePagedList(bannedSource, {
    pageSize: PEOPLE_PAGE_SIZE,
    key: byUid,
    compare: bannedOrder,
  });
  const now = usePresenceCheck(eventId, isAdmin, online.items, uid, (offline) =>
    offline.forEach((gone) => online.patch(gone, () => null)),
  );
  const hands = useRaisedHands(props.world);
  const rooms = useRoomNames();
  /** Where someone online stands, said only when the event has rooms to tell apart. */
  const roomOf = (user: EventUser) =>
    rooms && rooms.length > 1 && user.currentRoom ? nameOfRoom(rooms, user.currentRoom) : undefined;
  const [editing, setEditing] = useState<{ user: EventUser; roles: RoleFlags } | null>(null);
  const [pending, setPending] = useState<BanRequest | null>(null);
  const [popup, setPopup] = useState<Popup>(null);
  /** A failed action taken from the popup, said in the popup (the panel is behind it). */
  const [popupError, setPopupError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** Says a failed action where the admin is looking: in the popup when one is open. */
  const fail = (failure: unknown) => (popup ? setPopupError : setError)(message(failure));

  function toggleMute(user: EventUser) {
    const muted = !user.mutedTemporarily;
    setMutedTemporarily(eventId, user.uid, muted).then(() => {
      // Rows past the first page are not listened to: show the outcome at once, in the
      // row and in the popup if it is theirs.
      online.patch(user.uid, (row) => ({ ...row, mutedTemporarily: muted }));
      setPopup((open) =>
        open?.uid === user.uid && open.online
          ? { ...open, online: { ...open.online, mutedTemporarily: muted } }
          : open,
      );
    }, fail);
  }

  function editRoles(user: EventUser) {
    // Roles are read when needed: the panel does not listen to every member.
    readMember(eventId, user.uid).then(
      (member) => setEditing({ user, roles: member?.roles ?? {} }),
      fail,
    );
  }

  // A person picked in the world: their event user says whether they are online or banned.
  useEffect(() => {
    if (!initialPerson) return;
    let live = true;
    readEventUser(eventId, initialPerson).then((user) => {
      if (live && user) openUser(user);
    }, fail);
    return () => {
      live = false;
    };
    // Once per pick: openUser and fail are remade each render and read nothing stale here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventId, initialPerson]);

  /** Admins act on others, never on themselves or the event's creator. */
  const canModerate = (target: string) => isAdmin && target !== uid && target !== creatorId;
  // Online or not (one who left is let back in too), while the event is closed.
  const canGrantEarlyAccess = (target: string) =>
    (myRoles.eventOrganiser || staff) && target !== uid && target !== creatorId;
  const openUser = (user: EventUser) => {
    setPopupError(null);
    setPopup({
      uid: user.uid,
      name: user.name,
      banned: user.banned,
      creator: user.uid === creatorId,
      room: user.online ? roomOf(user) : undefined,
      online: user.online ? user : null,
    });
  };
  const openBanned = (member: BannedMember) => {
    setPopupError(null);
    setPopup({ uid: member.uid, name: member.name, banned: true, online: null });
  };
  const actions = { onToggleMute: toggleMute, onEditRoles: editRoles, onBan: banFromPopup };

  function banFromPopup(user: EventUser) {
    setPopup(null);
    setPending({ kind: 'ban', user });
  }

  function setOffline(target: EventUser) {
    setEventUserOffline({ eventId, userId: target.uid }).then((outcome) => {
      if (!outcome.ok) return fail(new Error(outcome.message));
      // The first page is live and drops them itself; a later page's row is patched here.
      online.patch(target.uid, () => null);
      setPopup(null);
    }, fail);
  }

  function popupActions(person: NonNullable<Popup>) {
    // Organisers and staff decide early access (event-setEarlyAccess), admins the rest; a
    // banned person is let back in by revoking the ban first.
    const early = eventClosed && canGrantEarlyAccess(person.uid) && !person.banned && (
      <EarlyAccessControl eventId={eventId} userId={person.uid} onError={fail} />
    );
    if (!canModerate(person.uid)) return early || undefined;
    if (person.banned) {
      return (
        <Button
          variant="secondary"
          onClick={() => {
            setPopup(null);
            setPending({ kind: 'revoke', user: person });
          }}
        >
          Revoke ban
        </Button>
      );
    }
    if (!person.online) return early || undefined;
    const user = person.online;
    return (
      <>
        <OnlineActions user={user} {...actions} />
        <Button variant="secondary" onClick={() => setOffline(user)}>
          Set offline
        </Button>
        {early}
      </>
    );
  }

  function settled(request: BanRequest) {
    if (request.kind === 'ban') online.patch(request.user.uid, () => null);
    else banned.patch(request.user.uid, () => null);
    setPending(null);
  }

  return (
    <Modal title="Attendees" onClose={onClose} size="wide">
      <RoomOccupancyList />
      <h3 className="moderation-heading">Online</h3>
      <PagedPeopleList
        label="Online attendees"
        list={online}
        rowKey={byUid}
        visibleRows={6}
        empty="Nobody else is here yet."
        renderRow={(user) => (
          <OnlineRow
            user={user}
            isYou={user.uid === uid}
            hand={hands.has(user.uid)}
            potentiallyOffline={user.uid !== uid && isStale(user.lastKeepAliveMs, now)}
            canModerate={canModerate(user.uid)}
            room={roomOf(user)}
            onOpen={openUser}
            onToggleMute={toggleMute}
            onEditRoles={editRoles}
            onBan={(target) => setPending({ kind: 'ban', user: target })}
          />
        )}
      />
      <FormError message={online.error} />
      <h3 className="moderation-heading">Offline</h3>
      <PagedPeopleList
        label="Offline attendees"
        list={offline}
        rowKey={byUid}
        visibleRows={4}
        empty="Nobody has left yet."
        renderRow={(user) => <OfflineRow user={user} onOpen={openUser} />}
      />
      <FormError message={offline.error} />
      {isAdmin && (
        <>
          <h3 className="moderation-heading">Banned</h3>
          <PagedPeopleList
            label="Banned attendees"
            list={banned}
            rowKey={byUid}
            visibleRows={4}
            empty="Nobody is banned."
            renderRow={(member) => (
              <BannedRow
                member={member}
                onOpen={openBanned}
                onRevoke={(target) => setPending({ kind: 'revoke', user: target })}
              />
            )}
          />
          <FormError message={banned.error} />
        </>
      )}
      <FormError message={error} />
      {popup && (
        <UserPopup
          person={popup}
          onClose={() => setPopup(null)}
          actions={popupActions(popup)}
          actionError={popupError}
        />
      )}
      {editing && (
        <RoleEditorModal
          eventId={eventId}
          userId={editing.user.uid}
          userName={editing.user.name}
          roles={editing.roles}
          isCreator={editing.user.uid === creatorId}
          onClose={() => setEditing(null)}
        />
      )}
      {pending && (
        <BanConfirmModal
          eventId={eventId}
          request={pending}
          onDone={settled}
          onClose={() => setPending(null)}
        />
      )}
    </Modal>
  );
}
