/**
* | output |
* | --- |
* | "Your booking now runs {when}." |
*
* @param {Notify_Moved_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_moved_text: ((inputs: Notify_Moved_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Moved_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Moved_TextInputs = {
    when: NonNullable<unknown>;
};
