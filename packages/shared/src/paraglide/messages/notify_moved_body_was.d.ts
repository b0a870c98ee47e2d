/**
* | output |
* | --- |
* | "Now {when} (was {was})." |
*
* @param {Notify_Moved_Body_WasInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_moved_body_was: ((inputs: Notify_Moved_Body_WasInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Moved_Body_WasInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Moved_Body_WasInputs = {
    when: NonNullable<unknown>;
    was: NonNullable<unknown>;
};
