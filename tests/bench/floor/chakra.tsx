// Floor 2: floor 1 plus Chakra UI v3's provider with its base config (no component recipes at
// all) rendering one Box and one Text: the least any Chakra-rendered first page can ship.
import { Box, ChakraProvider, createSystem, defaultBaseConfig, Text } from '@chakra-ui/react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const system = createSystem(defaultBaseConfig);
const router = createBrowserRouter([
  {
    path: '/',
    element: (
      <Box p="4">
        <Text>Vineyard Valley</Text>
      </Box>
    ),
  },
]);
createRoot(document.getElementById('root')!).render(
  <ChakraProvider value={system}>
    <RouterProvider router={router} />
  </ChakraProvider>,
);
