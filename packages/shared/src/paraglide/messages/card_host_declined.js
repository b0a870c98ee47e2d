/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_Host_DeclinedInputs */

const en_card_host_declined = /** @type {(inputs: Card_Host_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The host declined:`)
};

const sw_card_host_declined = /** @type {(inputs: Card_Host_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwenyeji amekataa:`)
};

/**
* | output |
* | --- |
* | "The host declined:" |
*
* @param {Card_Host_DeclinedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_host_declined = /** @type {((inputs?: Card_Host_DeclinedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_Host_DeclinedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_host_declined(inputs)
	return en_card_host_declined(inputs)
});