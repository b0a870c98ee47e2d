/**
* | output |
* | --- |
* | "For {space}: {note}" |
*
* @param {Notify_Part_Refund_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_part_refund_body: ((inputs: Notify_Part_Refund_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Part_Refund_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Part_Refund_BodyInputs = {
    space: NonNullable<unknown>;
    note: NonNullable<unknown>;
};
