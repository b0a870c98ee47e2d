/**
* | output |
* | --- |
* | "Done: access to the company has ended." |
*
* @param {Company_Member_RemovedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_member_removed: ((inputs?: Company_Member_RemovedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Member_RemovedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Member_RemovedInputs = {};
