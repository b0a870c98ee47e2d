/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Incidents_New_TextInputs */

const en_incidents_new_text = /** @type {(inputs: Incidents_New_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It shows on the status page at once, in your words, until you resolve it.`)
};

const sw_incidents_new_text = /** @type {(inputs: Incidents_New_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Litaonekana kwenye ukurasa wa hali mara moja, kwa maneno yako, hadi utakapolitatua.`)
};

/**
* | output |
* | --- |
* | "It shows on the status page at once, in your words, until you resolve it." |
*
* @param {Incidents_New_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const incidents_new_text = /** @type {((inputs?: Incidents_New_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Incidents_New_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_incidents_new_text(inputs)
	return en_incidents_new_text(inputs)
});