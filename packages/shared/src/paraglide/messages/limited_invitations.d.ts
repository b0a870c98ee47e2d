/**
* | output |
* | --- |
* | "invitations" |
*
* @param {Limited_InvitationsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const limited_invitations: ((inputs?: Limited_InvitationsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Limited_InvitationsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Limited_InvitationsInputs = {};
