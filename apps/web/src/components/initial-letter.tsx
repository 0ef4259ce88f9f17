// A name's first letter drawn inside an avatar, as a picture rather than text: it stands in for a logo
// or a photo, and a control labelled with the name (the top bar's home link and profile button) then
// shows no text its label leaves out (WCAG 2.5.3, label in name: a voice user says what they see).
import './initial-letter.css';

export function InitialLetter({ name }: { name: string | null | undefined }) {
  return <span className="initial-letter" data-letter={name?.trim().charAt(0).toUpperCase() || '·'} />;
}
