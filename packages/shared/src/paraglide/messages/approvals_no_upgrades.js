/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Approvals_No_UpgradesInputs */

const en_approvals_no_upgrades = /** @type {(inputs: Approvals_No_UpgradesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No upgrade requests`)
};

const sw_approvals_no_upgrades = /** @type {(inputs: Approvals_No_UpgradesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna maombi ya kupandishwa`)
};

/**
* | output |
* | --- |
* | "No upgrade requests" |
*
* @param {Approvals_No_UpgradesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_no_upgrades = /** @type {((inputs?: Approvals_No_UpgradesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Approvals_No_UpgradesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_approvals_no_upgrades(inputs)
	return en_approvals_no_upgrades(inputs)
});