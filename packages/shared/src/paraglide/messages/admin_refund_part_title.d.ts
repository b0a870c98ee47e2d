/**
* | output |
* | --- |
* | "Refund part of {reference}" |
*
* @param {Admin_Refund_Part_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_refund_part_title: ((inputs: Admin_Refund_Part_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Refund_Part_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Refund_Part_TitleInputs = {
    reference: NonNullable<unknown>;
};
