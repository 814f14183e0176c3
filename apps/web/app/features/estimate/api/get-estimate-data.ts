import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { estimateKeys } from './keys';

export interface EstimateServiceType {
  id: number;
  code: string;
  name: string;
  /** Bench labour per piece. */
  basePrice: number;
}

export interface EstimateAttribute {
  id: number;
  code: string;
  name: string;
  valueType: string;
  unit: string | null;
  options: { value: string; label: string }[];
}

/** spec §3 Estimate data: what the estimate screen offers, with today's prices. */
export interface EstimateData {
  serviceTypeGroups: { code: string; name: string; serviceTypes: EstimateServiceType[] }[];
  treatments: { id: number; code: string; name: string; price: number }[];
  priorities: { id: number; code: string; name: string; surchargePercent: number }[];
  metals: { id: number; code: string; name: string; pricePerGram: number; masterAlloyCode?: string }[];
  currencySymbol: string;
  masterAlloyPrices: { code: string; name: string; pricePerOunce: number }[];
  attributes: EstimateAttribute[];
  jobTypeAttributes: { id: number; code: string; name: string; valueType: string; isRequired: boolean }[];
  infoText: string;
}

/** GET /api/Estimate/data. */
export function getEstimateData(): Promise<EstimateData> {
  return api.get<EstimateData>('/api/Estimate/data');
}

export function useEstimateData() {
  const lang = useLang();
  return useQuery({ queryKey: estimateKeys.data(lang), queryFn: getEstimateData, staleTime: 60_000 });
}
