/**
* | output |
* | --- |
* | "{when} · paid." |
*
* @param {Notify_Confirmed_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_confirmed_body: ((inputs: Notify_Confirmed_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Confirmed_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Confirmed_BodyInputs = {
    when: NonNullable<unknown>;
};
