/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_Mode_HintInputs */

const en_rules_mode_hint = /** @type {(inputs: Rules_Mode_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`With request to book you accept or decline each request within 24 hours; guests pay after you accept.`)
};

const sw_rules_mode_hint = /** @type {(inputs: Rules_Mode_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwa maombi, unakubali au kukataa kila ombi ndani ya saa 24; wageni hulipa baada ya wewe kukubali.`)
};

/**
* | output |
* | --- |
* | "With request to book you accept or decline each request within 24 hours; guests pay after you accept." |
*
* @param {Rules_Mode_HintInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rules_mode_hint = /** @type {((inputs?: Rules_Mode_HintInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_Mode_HintInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_rules_mode_hint(inputs)
	return en_rules_mode_hint(inputs)
});