/**
* | output |
* | --- |
* | "{guest} moved their booking to {when}." |
*
* @param {Notify_Host_Moved_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_moved_text: ((inputs: Notify_Host_Moved_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Host_Moved_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Host_Moved_TextInputs = {
    guest: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
