/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ booking: NonNullable<unknown> }} Card_Cancel_DescriptionInputs */

const en_card_cancel_description = /** @type {(inputs: Card_Cancel_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.booking}. The time will be released for others.`)
};

const sw_card_cancel_description = /** @type {(inputs: Card_Cancel_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.booking}. Muda huo utaachiliwa kwa wengine.`)
};

/**
* | output |
* | --- |
* | "{booking}. The time will be released for others." |
*
* @param {Card_Cancel_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_cancel_description = /** @type {((inputs: Card_Cancel_DescriptionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Cancel_DescriptionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_cancel_description(inputs)
	return en_card_cancel_description(inputs)
});