/**
* | output |
* | --- |
* | "{guest} moved their booking to {when} (was {was})." |
*
* @param {Notify_Host_Moved_Text_WasInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_moved_text_was: ((inputs: Notify_Host_Moved_Text_WasInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Host_Moved_Text_WasInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Host_Moved_Text_WasInputs = {
    guest: NonNullable<unknown>;
    when: NonNullable<unknown>;
    was: NonNullable<unknown>;
};
