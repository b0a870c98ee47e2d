/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Approvals_UpgradesInputs */

const en_approvals_upgrades = /** @type {(inputs: Approvals_UpgradesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Owner upgrade requests (${i?.count})`)
};

const sw_approvals_upgrades = /** @type {(inputs: Approvals_UpgradesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maombi ya kuwa mmiliki (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Owner upgrade requests ({count})" |
*
* @param {Approvals_UpgradesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_upgrades = /** @type {((inputs: Approvals_UpgradesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Approvals_UpgradesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_approvals_upgrades(inputs)
	return en_approvals_upgrades(inputs)
});