/**
* | output |
* | --- |
* | "for {reference} ({space})" |
*
* @param {Admin_Refund_ForInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_refund_for: ((inputs: Admin_Refund_ForInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Refund_ForInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Refund_ForInputs = {
    reference: NonNullable<unknown>;
    space: NonNullable<unknown>;
};
