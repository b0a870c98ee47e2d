/**
* | output |
* | --- |
* | "The booking of {guest} for {when} is cancelled; the time is free again." |
*
* @param {Notify_Host_Cancelled_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_cancelled_text: ((inputs: Notify_Host_Cancelled_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Host_Cancelled_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Host_Cancelled_TextInputs = {
    guest: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
