/**
* | output |
* | --- |
* | "The host of {space} answers requests within 24 hours (or before the start, if sooner). The time is held for you meanwhile; you pay only once they accept." |
*
* @param {Notify_Requested_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_requested_text: ((inputs: Notify_Requested_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Requested_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Requested_TextInputs = {
    space: NonNullable<unknown>;
};
