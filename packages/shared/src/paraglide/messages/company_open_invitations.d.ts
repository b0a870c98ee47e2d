/**
* | output |
* | --- |
* | "Invitations waiting" |
*
* @param {Company_Open_InvitationsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_open_invitations: ((inputs?: Company_Open_InvitationsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Open_InvitationsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Open_InvitationsInputs = {};
