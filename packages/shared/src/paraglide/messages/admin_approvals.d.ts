/**
* | output |
* | --- |
* | "Approvals" |
*
* @param {Admin_ApprovalsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_approvals: ((inputs?: Admin_ApprovalsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_ApprovalsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_ApprovalsInputs = {};
