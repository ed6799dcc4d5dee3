/**
 * The Chat tab: each message is answered from the help centre, with the passages that match it
 * and links to their articles, or plainly with "no article answers this". Nothing is made up and
 * nothing is random. "Talk to a person" carries the conversation to the Contact Us tab of the
 * support page, where the shopper sees it as a request and sends it.
 *
 * The typing indicator shows only while the answer is really being worked out (the search's first
 * download, then the search), never for a set time.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { contactPrefillState } from '../../../lib/contact-prefill';
import { articlePath, CONTACT_SUPPORT_PATH } from '../help-links';
import { transcriptRequest, type ChatEntry } from './chat-transcript';
import { loadAnswerSearch } from './passage-index';
import { canSend, type PassageAnswer } from './passage-search';

/** A question is a sentence or two; a longer text belongs in a support request. */
export const CHAT_MESSAGE_MAX_LENGTH = 500;

const Passage = ({ passage, onLeave }: { passage: PassageAnswer; onLeave: () => void }) => (
  <figure className="help-chat__passage">
    <blockquote>
      {passage.heading !== '' && <p className="help-chat__passage-heading">{passage.heading}</p>}
      <p>{passage.text}</p>
    </blockquote>
    <figcaption>
      <Link to={articlePath(passage.slug)} onClick={onLeave}>
        Read “{passage.articleTitle}”
      </Link>
    </figcaption>
  </figure>
);

const Entry = ({ entry, onLeave }: { entry: ChatEntry; onLeave: () => void }) =>
  entry.from === 'shopper' ? (
    <li className="help-chat__message help-chat__message--shopper">
      <span className="visually-hidden">You: </span>
      {entry.text}
    </li>
  ) : (
    <li className="help-chat__message help-chat__message--help">
      <span className="visually-hidden">Help centre: </span>
      {entry.passages.length === 0 ? (
        <p>No article in the help centre answers this. You can ask a person instead.</p>
      ) : (
        <>
          <p>From the help centre:</p>
          {entry.passages.map((passage) => (
            <Passage key={`${passage.slug}:${passage.text}`} passage={passage} onLeave={onLeave} />
          ))}
        </>
      )}
    </li>
  );

export const HelpChatTab = ({
  entries,
  onEntries,
  onLeave,
}: {
  entries: readonly ChatEntry[];
  onEntries: (update: (entries: readonly ChatEntry[]) => readonly ChatEntry[]) => void;
  onLeave: () => void;
}) => {
  const navigate = useNavigate();
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLOListElement>(null);

  // The conversation scrolls on its own, the box to write in below it; the newest message is
  // brought to the top of it, so a long answer is read from its start. (scrollIntoView would
  // scroll the floating panel itself too, hiding its heading and tabs.)
  useEffect(() => {
    const box = log.current;
    const newest = box?.lastElementChild;
    if (!box || !newest) return;
    box.scrollTop += newest.getBoundingClientRect().top - box.getBoundingClientRect().top;
  }, [entries.length]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!canSend(text) || pending) return;
    setDraft('');
    setFailed(false);
    setPending(true);
    onEntries((before) => [...before, { from: 'shopper', text }]);
    try {
      const answer = await loadAnswerSearch();
      const passages = answer(text);
      onEntries((before) => [...before, { from: 'help', passages }]);
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
      input.current?.focus();
    }
  };

  const talkToPerson = () => {
    void navigate(CONTACT_SUPPORT_PATH, { state: contactPrefillState(transcriptRequest(entries)) });
    onLeave();
  };

  return (
    <div className="help-chat">
      <ol
        ref={log}
        className="help-chat__log"
        role="log"
        aria-live="polite"
        aria-label="Conversation"
      >
        {entries.length === 0 && (
          <li className="help-chat__message help-chat__message--help">
            Ask a question: the answer comes from the articles of the help centre.
          </li>
        )}
        {entries.map((entry, n) => (
          // The conversation only grows: an entry's place is its identity.
          <Entry key={n} entry={entry} onLeave={onLeave} />
        ))}
      </ol>
      {pending && (
        <p className="help-chat__typing" role="status">
          Searching the help centre…
        </p>
      )}
      {failed && (
        <p className="notice notice--error" role="alert">
          The help centre's search could not be loaded. Check your connection and send again.
        </p>
      )}
      <div className="help-chat__footer">
        <form className="help-chat__form" onSubmit={(event) => void send(event)}>
          <label htmlFor="help-chat-input" className="visually-hidden">
            Your question
          </label>
          <input
            ref={input}
            id="help-chat-input"
            className="input help-chat__input"
            value={draft}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            autoComplete="off"
            placeholder="Ask a question"
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" disabled={!canSend(draft) || pending}>
            Send
          </Button>
        </form>
        {entries.length > 0 && (
          <Button variant="secondary" className="help-chat__person" onClick={talkToPerson}>
            Talk to a person
          </Button>
        )}
      </div>
    </div>
  );
};
