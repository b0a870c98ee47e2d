/**
* | output |
* | --- |
* | "{guest} asks to book {space} for {when}." |
*
* @param {Notify_Host_Requested_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_requested_text: ((inputs: Notify_Host_Requested_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Host_Requested_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Host_Requested_TextInputs = {
    guest: NonNullable<unknown>;
    space: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
