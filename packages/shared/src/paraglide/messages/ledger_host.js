/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ledger_HostInputs */

const en_ledger_host = /** @type {(inputs: Ledger_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owed to hosts`)
};

const sw_ledger_host = /** @type {(inputs: Ledger_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inadaiwa na wenyeji`)
};

/**
* | output |
* | --- |
* | "Owed to hosts" |
*
* @param {Ledger_HostInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ledger_host = /** @type {((inputs?: Ledger_HostInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ledger_HostInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_ledger_host(inputs)
	return en_ledger_host(inputs)
});