/**
* | output |
* | --- |
* | "Approvals ({count})" |
*
* @param {Admin_Approvals_CountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_approvals_count: ((inputs: Admin_Approvals_CountInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Approvals_CountInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Approvals_CountInputs = {
    count: NonNullable<unknown>;
};
