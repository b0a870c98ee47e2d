/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Notify_Part_Refund_TitleInputs */

const en_notify_part_refund_title = /** @type {(inputs: Notify_Part_Refund_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} of your booking is being refunded`)
};

const sw_notify_part_refund_title = /** @type {(inputs: Notify_Part_Refund_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} za uhifadhi wako zinarejeshwa`)
};

/**
* | output |
* | --- |
* | "{amount} of your booking is being refunded" |
*
* @param {Notify_Part_Refund_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_part_refund_title = /** @type {((inputs: Notify_Part_Refund_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Part_Refund_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_part_refund_title(inputs)
	return en_notify_part_refund_title(inputs)
});