/**
* | output |
* | --- |
* | "paid with {how}" |
*
* @param {Admin_Paid_WithInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_paid_with: ((inputs: Admin_Paid_WithInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Paid_WithInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Paid_WithInputs = {
    how: NonNullable<unknown>;
};
