/**
* | output |
* | --- |
* | "to {who}" |
*
* @param {Admin_Refund_ToInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_refund_to: ((inputs: Admin_Refund_ToInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Refund_ToInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Refund_ToInputs = {
    who: NonNullable<unknown>;
};
