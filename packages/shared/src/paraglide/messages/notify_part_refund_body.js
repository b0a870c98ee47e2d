/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown>, note: NonNullable<unknown> }} Notify_Part_Refund_BodyInputs */

const en_notify_part_refund_body = /** @type {(inputs: Notify_Part_Refund_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For ${i?.space}: ${i?.note}`)
};

const sw_notify_part_refund_body = /** @type {(inputs: Notify_Part_Refund_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kwa ${i?.space}: ${i?.note}`)
};

/**
* | output |
* | --- |
* | "For {space}: {note}" |
*
* @param {Notify_Part_Refund_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_part_refund_body = /** @type {((inputs: Notify_Part_Refund_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Part_Refund_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_part_refund_body(inputs)
	return en_notify_part_refund_body(inputs)
});