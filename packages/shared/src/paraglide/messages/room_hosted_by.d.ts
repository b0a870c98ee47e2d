/**
* | output |
* | --- |
* | "hosted by {host}" |
*
* @param {Room_Hosted_ByInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const room_hosted_by: ((inputs: Room_Hosted_ByInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Hosted_ByInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Hosted_ByInputs = {
    host: NonNullable<unknown>;
};
