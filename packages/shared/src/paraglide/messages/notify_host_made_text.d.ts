/**
* | output |
* | --- |
* | "{guest} booked {space} for {when}. It is confirmed once they pay by M-Pesa." |
*
* @param {Notify_Host_Made_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_made_text: ((inputs: Notify_Host_Made_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Host_Made_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Host_Made_TextInputs = {
    guest: NonNullable<unknown>;
    space: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
