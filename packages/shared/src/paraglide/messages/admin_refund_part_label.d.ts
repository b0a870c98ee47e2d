/**
* | output |
* | --- |
* | "Refund part of {reference}" |
*
* @param {Admin_Refund_Part_LabelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_refund_part_label: ((inputs: Admin_Refund_Part_LabelInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Refund_Part_LabelInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Refund_Part_LabelInputs = {
    reference: NonNullable<unknown>;
};
