/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Upgrade_Reason_RequiredInputs */

const en_upgrade_reason_required = /** @type {(inputs: Upgrade_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Say why the request is refused, so the person knows what to change.`)
};

const sw_upgrade_reason_required = /** @type {(inputs: Upgrade_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eleza kwa nini ombi limekataliwa, ili mhusika ajue cha kubadilisha.`)
};

/**
* | output |
* | --- |
* | "Say why the request is refused, so the person knows what to change." |
*
* @param {Upgrade_Reason_RequiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const upgrade_reason_required = /** @type {((inputs?: Upgrade_Reason_RequiredInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Upgrade_Reason_RequiredInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_upgrade_reason_required(inputs)
	return en_upgrade_reason_required(inputs)
});