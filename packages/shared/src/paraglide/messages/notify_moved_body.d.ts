/**
* | output |
* | --- |
* | "Now {when}." |
*
* @param {Notify_Moved_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_moved_body: ((inputs: Notify_Moved_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Moved_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Moved_BodyInputs = {
    when: NonNullable<unknown>;
};
