/**
* | output |
* | --- |
* | "Please sign in to host or join virtual meetings." |
*
* @param {Meetings_Sign_InInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meetings_sign_in: ((inputs?: Meetings_Sign_InInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meetings_Sign_InInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meetings_Sign_InInputs = {};
