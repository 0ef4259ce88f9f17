// An e-mail address that wraps after its @ ("agency@" over "demo.test") when its column is narrow,
// instead of at whatever letter reaches the edge ("agency@dem" over "o.test"): table cells break
// long words anywhere (white-label.css), and an address reads best split where it splits itself.
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
