/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Declined_Nothing_ChargedInputs */

const en_notify_declined_nothing_charged = /** @type {(inputs: Notify_Declined_Nothing_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was charged. Other spaces may be free at that time.`)
};

const sw_notify_declined_nothing_charged = /** @type {(inputs: Notify_Declined_Nothing_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna ulichotozwa. Maeneo mengine huenda yako wazi wakati huo.`)
};

/**
* | output |
* | --- |
* | "Nothing was charged. Other spaces may be free at that time." |
*
* @param {Notify_Declined_Nothing_ChargedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_declined_nothing_charged = /** @type {((inputs?: Notify_Declined_Nothing_ChargedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Declined_Nothing_ChargedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_declined_nothing_charged(inputs)
	return en_notify_declined_nothing_charged(inputs)
});