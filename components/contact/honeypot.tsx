/**
 * A field hidden from people and assistive technology; bots that fill every field reveal
 * themselves (the form sends nothing then, and says so).
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label htmlFor="contact-website">Website (leave this empty)</label>
      <input
        id="contact-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
