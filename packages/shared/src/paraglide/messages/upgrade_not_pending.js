/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Upgrade_Not_PendingInputs */

const en_upgrade_not_pending = /** @type {(inputs: Upgrade_Not_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This request has already been answered.`)
};

const sw_upgrade_not_pending = /** @type {(inputs: Upgrade_Not_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ombi hili tayari limejibiwa.`)
};

/**
* | output |
* | --- |
* | "This request has already been answered." |
*
* @param {Upgrade_Not_PendingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const upgrade_not_pending = /** @type {((inputs?: Upgrade_Not_PendingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Upgrade_Not_PendingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_upgrade_not_pending(inputs)
	return en_upgrade_not_pending(inputs)
});